import { videoFaults } from '../../e2e/videos/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the videos page and the news and videos cards', videoFaults);
