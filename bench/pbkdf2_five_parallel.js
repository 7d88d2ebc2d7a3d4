// Five crypto.pbkdf2 at once on the four-thread pool: four run together, the fifth waits
// for a worker (CPU work: each costs its real time on a core).
const crypto = require('crypto');
let done = 0;
for (let i = 1; i <= 5; i++) {
  crypto.pbkdf2('secret', 'salt', 100000, 64, 'sha512', (err) => {
    if (err) throw err;
    if (++done === 5) console.log('five pbkdf2 done');
  });
}
