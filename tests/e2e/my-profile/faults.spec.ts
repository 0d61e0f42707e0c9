import { runFaultMatrix } from '../faultMatrix';
import { myProfileFaults } from './faults';

runFaultMatrix('faults of the profile and the quick links', myProfileFaults);
