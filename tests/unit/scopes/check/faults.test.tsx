import { soaCheckFaults } from '../../../faults/scopes/check';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the SOA check', soaCheckFaults);
