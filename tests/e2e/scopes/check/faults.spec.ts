import { runFaultMatrix } from '../../faultMatrix';
import { soaCheckFaults } from './faults';

runFaultMatrix('faults of the SOA check', soaCheckFaults);
