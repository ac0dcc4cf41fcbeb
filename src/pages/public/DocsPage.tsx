import { docsMessages as t } from '../../config/messages/docs';
import { RoleMap } from '../../features/docs';
import { ContentBlock, WideSection } from '../../ui/content';
import { RoutePage } from '../RoutePage';

export default function DocsPage() {
  return (
    <RoutePage lead={t.lead}>
      {t.roles.map((section) => (
        <ContentBlock key={section.heading} section={section} />
      ))}
      <WideSection aria-labelledby="carte-des-acces">
        <h2 id="carte-des-acces">{t.mapTitle}</h2>
        <p>{t.mapIntro}</p>
        <RoleMap />
      </WideSection>
    </RoutePage>
  );
}
