import { runFaultMatrix } from '../faultMatrix';
import { enrollmentFaults } from './faults';

runFaultMatrix('faults of the enrollments pages', enrollmentFaults);
