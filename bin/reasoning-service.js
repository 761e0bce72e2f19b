#!/usr/bin/env node
import "../dist/cli/reasoning-service.js";
