import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

/** Resolves after the browser has painted what it has: the next frame, then a task after it. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A page the server rendered (decision 014) is painted before the app's code is even asked for:
// that code then loads and runs without holding back the first view. A page the browser renders
// alone asks for it at once.
const serverRendered = container.firstChild !== null;
void (serverRendered ? afterNextPaint() : Promise.resolve())
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
