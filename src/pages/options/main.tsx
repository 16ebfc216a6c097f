import '../ui/early-cache-read';
import '../ui/theme.css';
import { mountPage } from '../ui/mount-page';
import { Options } from './options';

await mountPage((cached) => <Options cached={cached} />);
