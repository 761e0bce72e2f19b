#!/usr/bin/env node
import "../dist/cli/reasoning-verify.js";
