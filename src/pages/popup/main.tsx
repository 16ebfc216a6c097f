import '../../app/connector/early-cache-read';
import '../../ui/theme.css';
import { mountPage } from '../shell/mount-page';
import { Popup } from './popup';

// For the popup benchmark: when the popup's modules have loaded and its script runs.
performance.mark('cartwatch:script-start');
await mountPage((cached) => <Popup cached={cached} />);
