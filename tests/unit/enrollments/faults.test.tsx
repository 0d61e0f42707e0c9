import { enrollmentFaults } from '../../faults/enrollments';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the enrollments pages', enrollmentFaults);
