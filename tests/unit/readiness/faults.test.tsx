import { readinessFaults } from '../../faults/readiness';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the readiness pages', readinessFaults);
