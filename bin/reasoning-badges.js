#!/usr/bin/env node
import "../dist/cli/reasoning-badges.js";
