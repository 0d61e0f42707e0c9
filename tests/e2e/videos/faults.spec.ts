import { runFaultMatrix } from '../faultMatrix';
import { videoFaults } from '../../faults/videos';

runFaultMatrix('faults of the videos page and the news and videos cards', videoFaults);
