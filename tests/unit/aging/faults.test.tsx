import { agingFaults } from '../../e2e/aging/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of aging pending contracts and the missed-commission check', agingFaults);
