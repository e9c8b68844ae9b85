create unique index todo_title on todo (title);
