import { soaCheckFaults } from '../../../e2e/scopes/check/faults';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the SOA check', soaCheckFaults);
