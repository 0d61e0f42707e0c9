import { runFaultMatrix } from '../faultMatrix';
import { licenseFaults } from './faults';

runFaultMatrix('faults of the licenses pages', licenseFaults);
