import { runFaultMatrix } from '../faultMatrix';
import { licenseFaults } from '../../faults/licenses';

runFaultMatrix('faults of the licenses pages', licenseFaults);
