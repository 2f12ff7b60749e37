/** Jest setup: the service ports wired as at start-up (see services/wiring.ts). */
import { wireServices } from '../services/wiring';

wireServices();
