import { Link } from 'react-router-dom';
import { PATHS } from '../app/routes';
import { Page } from '../ui/Page';

export default function HomePage() {
  return (
    <Page
      title="SimuSession"
      lead="Des sessions de simulation pour former, s'entraîner et évaluer : les enseignants les conçoivent, les étudiants les vivent, les organisations les pilotent."
    >
      <p>
        <Link to={PATHS.login}>Se connecter</Link> · <Link to={PATHS.pricing}>Voir les tarifs</Link>
      </p>
    </Page>
  );
}
