#import "TripNotesBar.h"

@implementation TripNotesBar

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.backgroundColor = [UIColor darkGrayColor];
        _noteField = [[UITextField alloc] initWithFrame:CGRectInset(self.bounds, 6, 6)];
        _noteField.borderStyle = UITextBorderStyleRoundedRect;
        _noteField.textColor = [UIColor blackColor];
        _noteField.placeholder = @"Add a note";
        [self addSubview:_noteField];
    }
    return self;
}

@end
