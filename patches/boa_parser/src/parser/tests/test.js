"Hello" + "World";
