#import "RouteBadgeView.h"

@implementation RouteBadgeView {
    UILabel *_routeLabel;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _routeLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _routeLabel.textColor = [UIColor greenColor];
        [self addSubview:_routeLabel];
    }
    return self;
}

@end
