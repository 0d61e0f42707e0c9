import { runFaultMatrix } from '../../faultMatrix';
import { soaCheckFaults } from '../../../faults/scopes/check';

runFaultMatrix('faults of the SOA check', soaCheckFaults);
