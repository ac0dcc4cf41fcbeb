/** The signed-in part of /getmyData, in its own chunk: a visitor's page never loads the data layer. */
import { Link } from 'react-router-dom';
import { myDataMessages as t } from '../../config/messages/personalData';
import { PATHS } from '../../config/routes';
import { DownloadMyData } from '../../features/personalData';
import { TextList } from '../../ui/content';

export default function MyDataSignedIn() {
  return (
    <>
      <DownloadMyData />
      <p>{t.identityProvider}</p>
      <h3>{t.rightsTitle}</h3>
      <TextList>
        <li>{t.rectify}</li>
        <li>{t.erase}</li>
      </TextList>
      <p>
        <Link to={PATHS.account}>{t.account}</Link>
      </p>
    </>
  );
}
