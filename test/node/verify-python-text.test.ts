// Python's str(float) and json.dumps(sort_keys, compact, ensure_ascii) text, against outputs
// printed by CPython 3.11 for the same values.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pythonFloatText, pythonJsonDumps } from '../../src/client/verify/python-text.js';
import { readChainJson } from '../../src/client/verify/read-json.js';

// [value, CPython str(value)]
const floats: Array<[number, string]> = [
  [1795411121.567679, '1795411121.567679'], [1795411121.0, '1795411121.0'], [1e16, '1e+16'],
  [1e15, '1000000000000000.0'], [0.0001, '0.0001'], [1e-5, '1e-05'], [1.5e-7, '1.5e-07'], [-0, '-0.0'],
  [0.1 + 0.2, '0.30000000000000004'], [1.7976931348623157e308, '1.7976931348623157e+308'],
  [123456789012345678, '1.2345678901234568e+17'], [5e-324, '5e-324'], [2.5e25, '2.5e+25'], [1.234567e16, '1.234567e+16'],
  [1795411121.5680215, '1795411121.5680215'], [-12.5, '-12.5'], [0.5, '0.5'],
];

describe('pythonFloatText', () => {
  for (const [value, text] of floats) {
    it(`prints ${text}`, () => assert.equal(pythonFloatText(value), text));
  }
});

describe('pythonJsonDumps', () => {
  it('sorts keys by code point and escapes everything outside printable ASCII, astral as surrogate pairs', () => {
    const value = { '\u{1F600}': 1, '\uffff': 2, a: 'caf\u00e9 \u{1F600} \x7f\x01\t"\\' };
    assert.equal(pythonJsonDumps(value), '{"a":"caf\\u00e9 \\ud83d\\ude00 \\u007f\\u0001\\t\\"\\\\","\\uffff":2,"\\ud83d\\ude00":1}');
  });

  it('prints nested arrays, literals and floats as Python does', () => {
    assert.equal(pythonJsonDumps({ b: [1, 2.5, null, true, false, { y: [], x: {} }], a: 1e-5 }), '{"a":1e-05,"b":[1,2.5,null,true,false,{"x":{},"y":[]}]}');
  });

  it('keeps int and float apart when the JSON text was read losslessly', () => {
    const read = readChainJson('{"z": 1.0, "a": 1, "big": 1e16, "huge": 12345678901234567890}');
    assert.ok(read.ok);
    assert.equal(pythonJsonDumps(read.value), '{"a":1,"big":1e+16,"huge":12345678901234567890,"z":1.0}');
  });

  it('refuses values with no JSON form instead of throwing', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    assert.equal(pythonJsonDumps(cycle), null);
    assert.equal(pythonJsonDumps({ f: () => 1 }), null);
    assert.equal(pythonJsonDumps({ n: Number.NaN }), null);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    assert.equal(pythonJsonDumps(deep), null);
  });
});

describe('readChainJson', () => {
  it('answers an error for text that is not JSON', () => {
    const read = readChainJson('{"entries": [');
    assert.equal(read.ok, false);
  });
});
