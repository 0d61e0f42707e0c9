import { runFaultMatrix } from '../../faultMatrix';
import { disenrollmentFaults } from './faults';

runFaultMatrix('faults of rapid disenrollments and chargebacks', disenrollmentFaults);
