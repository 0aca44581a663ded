// classes.cpp: the C++ corpus of the source-level tests: a method with
// its implicit this, reference parameters, a namespace function.
#include <string>

struct Counter {
	int n;
	long total;
};

class Shape {
public:
	Shape(int w, int h) : w(w), h(h) {}
	int area(int scale) const;
	int w, h;
};

__attribute__((noinline)) int Shape::area(int scale) const
{
	int a = w * h;
	a *= scale;
	return a;
}

__attribute__((noinline)) void bump(Counter &c, const std::string &name)
{
	int len = (int)name.size();
	c.n += 1;
	c.total += len;
}

namespace ns {
__attribute__((noinline)) int twice(int v)
{
	int r = v * 2;
	r += 1;
	return r;
}
}

int main()
{
	Shape s(3, 5);
	Counter c = {4, 10};
	std::string name = "circle";
	int sum = s.area(2);
	bump(c, name);
	sum += ns::twice(c.n);
	return sum == 0;
}
