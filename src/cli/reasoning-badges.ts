console.log("not yet");
