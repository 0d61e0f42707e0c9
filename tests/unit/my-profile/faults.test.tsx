import { myProfileFaults } from '../../e2e/my-profile/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the profile and the quick links', myProfileFaults);
