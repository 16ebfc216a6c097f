import '../../app/connector/early-cache-read';
import '../../ui/theme.css';
import { mountPage } from '../shell/mount-page';
import { Options } from './options';

await mountPage((cached) => <Options cached={cached} />);
