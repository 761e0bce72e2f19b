// verify-export.mjs: node verify-export.mjs xy3.chain.json: a pruv/xycore export, checked as xycore builds it.
import { readFile } from 'node:fs/promises';
import { verifyChain } from 'reasoning-elements/client';

const chain = JSON.parse(await readFile(process.argv[2], 'utf8'));
const check = await verifyChain({ chain, trustedKeys: ['zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs='] });

console.log(check.ok, check.algorithm, check.links, check.signatures, check.keyPinned);
// prints: true xycore 3 { valid: 3, invalid: 0, missing: 0 } true
