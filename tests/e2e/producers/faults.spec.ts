import { runFaultMatrix } from '../faultMatrix';
import { producerFaults } from '../../faults/producers';

runFaultMatrix('faults of the producers pages', producerFaults);
