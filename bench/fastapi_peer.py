# A FastAPI + uvicorn + sqlite3 peer of Get Game for bench/reads.ts: the same data file (a copy), the same bearer check
# (the token's SHA-256 looked up in sessions, not expired), the same Game record built from games, users and events.
# Written as such an app is usually written: a sync endpoint, one sqlite3 connection per worker thread, JSON by FastAPI.
# Run: python3 bench/fastapi_peer.py <data file> <port>
import hashlib
import json
import sqlite3
import sys
import threading
import time

import uvicorn
from fastapi import FastAPI, Header, HTTPException

DATA_FILE = sys.argv[1]
PORT = int(sys.argv[2])
local = threading.local()
app = FastAPI()


def db() -> sqlite3.Connection:
    conn = getattr(local, "conn", None)
    if conn is None:
        conn = sqlite3.connect(f"file:{DATA_FILE}?mode=ro", uri=True)
        conn.row_factory = sqlite3.Row
        local.conn = conn
    return conn


def league_points(points, occupied, table):
    taken = [(p, c) for c, p in enumerate(points) if occupied[c] and p is not None]
    result = [None, None, None, None]
    for p, c in taken:
        better = sum(1 for q, _ in taken if q > p)
        ties = sum(1 for q, _ in taken if q == p)
        shares = table[better:better + ties]
        result[c] = sum(shares) / ties if shares else 0
        if result[c] == int(result[c]):
            result[c] = int(result[c])
    return result


@app.get("/api/v1/games/{game_id}")
def get_game(game_id: int, authorization: str = Header(default="")):
    if not authorization.lower().startswith("bearer "):
        raise HTTPException(401, "Not authenticated")
    token_hash = hashlib.sha256(authorization[7:].strip().encode()).hexdigest()
    conn = db()
    session = conn.execute("SELECT user_id, expires_at FROM sessions WHERE token_hash = ?", (token_hash,)).fetchone()
    if session is None or session["expires_at"] <= time.time() * 1000:
        raise HTTPException(401, "Invalid access token")
    game = conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
    if game is None:
        raise HTTPException(404, f"There is no game {game_id}")
    corners = [game[f"corner_{i}"] for i in range(4)]
    ids = [c for c in corners if c is not None]
    players = {}
    if ids:
        marks = ",".join("?" * len(ids))
        for row in conn.execute(f"SELECT id, name, robot_ip FROM users WHERE id IN ({marks})", ids):
            players[row["id"]] = row
    table = [8, 6, 4, 2]
    if game["event_id"] is not None:
        event = conn.execute("SELECT points_table FROM events WHERE id = ?", (game["event_id"],)).fetchone()
        if event is not None:
            table = json.loads(event["points_table"])
    status = game["status"]
    scored = status == "scored"
    occupied = [c is not None for c in corners]
    points = [game[f"points_{i}"] for i in range(4)]
    seated = [players.get(c) if c is not None else None for c in corners]
    return {
        "id": game["id"],
        "name": game["name"],
        "start_time": game["start_time"],
        "end_time": game["end_time"],
        "started": status != "scheduled",
        "finished": status in ("finished", "scored"),
        "scored": scored,
        "league": bool(game["league"]),
        "status": status,
        "corners": corners,
        "corner_names": [p["name"] if p else "" for p in seated],
        "corner_ips": [p["robot_ip"] if p and p["robot_ip"] else None for p in seated],
        "game_points": [p if occupied[c] else None for c, p in enumerate(points)] if scored else [None] * 4,
        "league_points": league_points(points, occupied, table) if scored and game["league"] else [None] * 4,
        "tournament_round": game["tournament_round"],
        "play_order": game["play_order"],
    }


if __name__ == "__main__":
    print(f"  http://127.0.0.1:{PORT}/", flush=True)
    uvicorn.run(app, host="127.0.0.1", port=PORT, log_level="warning", access_log=False)
