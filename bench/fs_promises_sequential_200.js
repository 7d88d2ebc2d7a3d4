// 200 fs.promises.readFile one after another (open, fstat, read, close each; await).
const fsp = require('fs').promises;
async function main() {
  let total = 0;
  for (let i = 0; i < 200; i++) total += (await fsp.readFile(__filename)).length;
  console.log('read 200 files', total > 0);
}
main();
