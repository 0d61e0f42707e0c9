import { readinessFaults } from '../../e2e/readiness/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the readiness pages', readinessFaults);
