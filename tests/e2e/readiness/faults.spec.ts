import { runFaultMatrix } from '../faultMatrix';
import { readinessFaults } from './faults';

runFaultMatrix('faults of the readiness pages', readinessFaults);
