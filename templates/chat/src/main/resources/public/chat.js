// The chat page's WebSocket client. It reconnects when the socket closes for any reason but a
// normal close: at once after 1012 (the server restarted, as `silk dev` does on every Java change),
// otherwise after a growing pause.
const room = decodeURIComponent(location.hash.slice(1)) || "lobby";
const messages = document.getElementById("messages");
const status = document.getElementById("status");
document.getElementById("room").textContent = room;
let socket;
let pause = 500;

function show(message) {
  const item = document.createElement("li");
  const who = document.createElement("strong");
  who.textContent = message.user;
  item.append(who, " ", message.text);
  messages.append(item);
  item.scrollIntoView();
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/chat/${encodeURIComponent(room)}`);
  socket.onopen = () => {
    messages.replaceChildren(); // the server sends the room's last messages on joining
    status.textContent = "connected";
    pause = 500;
  };
  socket.onmessage = event => show(JSON.parse(event.data));
  socket.onclose = event => {
    if (event.code === 1000) {
      status.textContent = "closed";
      return;
    }
    const wait = event.code === 1012 ? 100 : pause;
    pause = Math.min(pause * 2, 10000);
    status.textContent = `disconnected (${event.code}${event.reason ? ": " + event.reason : ""}); reconnecting`;
    setTimeout(connect, wait);
  };
}

document.getElementById("say").addEventListener("submit", event => {
  event.preventDefault();
  const text = document.getElementById("text");
  const user = document.getElementById("user").value.trim();
  if (socket.readyState === WebSocket.OPEN && user && text.value.trim()) {
    socket.send(JSON.stringify({ user, text: text.value }));
    text.value = "";
  }
});

connect();
