#import "DoseHeader.h"

@implementation DoseHeader

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.backgroundColor = [UIColor whiteColor];
        _titleLabel = [[UILabel alloc] init];
        _titleLabel.textColor = [UIColor systemBlueColor];
        [self addSubview:_titleLabel];
    }
    return self;
}

@end
