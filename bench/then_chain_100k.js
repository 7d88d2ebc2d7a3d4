// 100k chained .then on one promise chain: each job schedules the next.
const N = 100000;
let p = Promise.resolve(0);
for (let i = 0; i < N; i++) {
  p = p.then((n) => n + 1);
}
p.then((n) => console.log('then chain', n));
