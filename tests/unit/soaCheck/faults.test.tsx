import { soaCheckFaults } from '../../e2e/soaCheck/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the SOA check', soaCheckFaults);
