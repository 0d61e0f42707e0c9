import { videoFaults } from '../../faults/videos';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the videos page and the news and videos cards', videoFaults);
