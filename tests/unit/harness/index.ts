/** The unit-test harness: tests import from here. */
export * from './session';
export { renderApp, memoryPortalHistory, type RenderAppOptions } from './renderApp';
export { renderScreen, type RenderScreenOptions } from './renderScreen';
export { recordRequests, holdRequests, answerAfterHandling, type SentRequest } from './requests';
export { nextSavedText, stubDownloads } from './downloads';
export { expectLoggedErrors, silenceExpectedErrors, loggedErrors } from './console';
export { settle } from './settle';
export { laptopMedia, phoneMedia, actAsScreen } from './media';
export { expectFailureSaid, expectFormKept, type KeptForm } from './formKept';
export { showStyles } from './styles';
