'use strict';
// A mustNotCall called: an AssertionError ends the process with exit 1.
const common = require('../common');
setImmediate(common.mustNotCall('immediate ran'));
