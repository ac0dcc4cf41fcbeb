/** The signed-in part of /getmyData, in its own chunk: a visitor's page never loads the data layer. */
import { Link } from 'react-router-dom';
import { myDataMessages } from '../../config/messages/personalData';
import { PATHS } from '../../config/routes';
import { DownloadMyData } from '../../features/personalData';
import { TextList } from '../../ui/content';

export default function MyDataSignedIn() {
  return (
    <>
      <DownloadMyData />
      <p>{myDataMessages.identityProvider}</p>
      <h3>{myDataMessages.rightsTitle}</h3>
      <TextList>
        <li>{myDataMessages.rectify}</li>
        <li>{myDataMessages.erase}</li>
      </TextList>
      <p>
        <Link to={PATHS.account}>{myDataMessages.account}</Link>
      </p>
    </>
  );
}
