import { runFaultMatrix } from '../faultMatrix';
import { producerFaults } from './faults';

runFaultMatrix('faults of the producers pages', producerFaults);
