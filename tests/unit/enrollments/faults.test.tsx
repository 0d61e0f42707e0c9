import { enrollmentFaults } from '../../e2e/enrollments/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the enrollments pages', enrollmentFaults);
