import { myProfileFaults } from '../../faults/my-profile';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the profile and the quick links', myProfileFaults);
