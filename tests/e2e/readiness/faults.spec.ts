import { runFaultMatrix } from '../faultMatrix';
import { readinessFaults } from '../../faults/readiness';

runFaultMatrix('faults of the readiness pages', readinessFaults);
