import { runFaultMatrix } from '../faultMatrix';
import { myProfileFaults } from '../../faults/my-profile';

runFaultMatrix('faults of the profile and the quick links', myProfileFaults);
