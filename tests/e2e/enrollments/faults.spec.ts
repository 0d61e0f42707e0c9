import { runFaultMatrix } from '../faultMatrix';
import { enrollmentFaults } from '../../faults/enrollments';

runFaultMatrix('faults of the enrollments pages', enrollmentFaults);
